export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A small client for the black-box API tests: JSON in, JSON (or text) out. The base URL may be
 * given as a function, read at each request, for a client made before its app has started.
 */
export function apiClient(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  async function request<T = any>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {}): Promise<ApiResponse<T>> {
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

  return {
    request,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) => request<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string) => request<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string) => request<T>('DELETE', path, { token }),
    async login(email: string, password: string): Promise<string> {
      const response = await request<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.token;
    },
  };
}

export type Api = ReturnType<typeof apiClient>;
