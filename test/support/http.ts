import { waitForMail } from './mailbox';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A small client for the black-box API tests: JSON in, JSON (or text) out. The base URL may be
 * given as a function, read at each request, for a client made before its app has started.
 */
export function apiClient(baseUrl: string | (() => string), options: { mailDir?: string | (() => string) } = {}) {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  const mailDir = typeof options.mailDir === 'function' ? options.mailDir : () => options.mailDir as string | undefined;
  async function request<T = any>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${base()}${path}`, { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  async function openMailedLink(email: string, subject: RegExp): Promise<void> {
    const dir = mailDir();
    if (!dir) throw new Error("opening a mailed link: this API client was made without the app's mail folder");
    const mail = await waitForMail(dir, (m) => m.to.toLowerCase().includes(email.toLowerCase()) && subject.test(m.subject));
    const token = /\/auth\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const opened = await request('POST', `/api/auth/verify-email/${token}`, { body: {} });
    if (opened.status !== 200) throw new Error(`link mailed to ${email}: ${opened.status} ${JSON.stringify(opened.body)}`);
  }

  return {
    request,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) => request<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string) => request<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string) => request<T>('DELETE', path, { token }),
    /**
     * Opens the verification link mailed to the address, as its owner would: an account an admin
     * or a venue made can log in only then. Needs the app's mail folder (given to apiClient).
     */
    openVerificationLink: (email: string) => openMailedLink(email, /potvrdite vašu email adresu/i),
    /** Opens the link mailed to an asked-for new address: the account switches to it only then. */
    openEmailChangeLink: (email: string) => openMailedLink(email, /potvrdite novu email adresu/i),
    async login(email: string, password: string): Promise<string> {
      const response = await request<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token;
    },
  };
}

export type Api = ReturnType<typeof apiClient>;
