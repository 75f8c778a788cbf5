import { describe, expect, it } from 'vitest';
import { editorPolicy, settingsFromEnv } from './integration.ts';

describe('the editor build’s settings', () => {
  it('takes the repository from CMS_GITHUB_REPO, else from GitHub Actions, and defaults the rest', () => {
    expect(settingsFromEnv({ GITHUB_REPOSITORY: 'acme/hub' }, '/hub')).toEqual({
      repo: 'acme/hub',
      branch: 'main',
      apiBaseUrl: '',
      localBackendUrl: 'http://localhost:8081/api/v1',
      base: '/hub/',
    });
    expect(settingsFromEnv({ CMS_GITHUB_REPO: 'acme/content', GITHUB_REPOSITORY: 'acme/hub', CMS_GITHUB_BRANCH: 'trunk' }, '/').repo).toBe(
      'acme/content',
    );
    expect(settingsFromEnv({}, '/').repo).toBeUndefined();
    expect(settingsFromEnv({ CMS_LOCAL_BACKEND_URL: 'off' }, '/').localBackendUrl).toBeUndefined();
  });

  it('lets the editor reach GitHub, the API and the local backend, and nothing else', () => {
    const policy = editorPolicy(
      settingsFromEnv({ PUBLIC_API_BASE_URL: 'https://api.example.org/', CMS_LOCAL_BACKEND_URL: 'http://127.0.0.1:8082/api/v1' }, '/'),
    );
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com https://api.example.org http://127.0.0.1:8082;");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('*');
  });
});
