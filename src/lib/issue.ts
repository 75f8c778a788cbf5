// One problem with an input, wherever it is found: a 400 from the API, the content check, a form field.
import { z } from 'zod';

export const issueSchema = z.object({
  /** Dotted path of the offending field (`income`, `members.2.age`, `faqs.3.answer`); empty for the whole input. */
  path: z.string(),
  message: z.string(),
});

export type Issue = z.output<typeof issueSchema>;
