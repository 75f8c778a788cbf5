/** Content type of every JSON response, errors included. */
export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=UTF-8' } as const;
