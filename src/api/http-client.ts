// The one axios instance of the app. Every generated hook calls the API through
// `httpClient`, so credentials, base URL and error shape are decided here once.
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';

/** Base URL: the current origin, unless VITE_API_BASE_URL names another host. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export const axiosInstance = axios.create({
  baseURL: apiBaseUrl(),
  withCredentials: true,
  timeout: 15_000,
  headers: { Accept: 'application/json, application/problem+json' },
});

// Answers the page could not use become request errors (the page shows a German
// message with a retry) instead of crashing it later:
// - a JSON answer that does not parse (axios would hand the raw text on as data);
// - a list envelope that breaks the contract's convention ({ items: [...], page: {...} }).
// Deeper schema violations are left to the render-error fallback.
function badResponse(response: AxiosResponse, message: string): AxiosError {
  return new AxiosError(message, AxiosError.ERR_BAD_RESPONSE, response.config, response.request, response);
}

export function envelopeProblem(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const body = data as Record<string, unknown>;
  if ('items' in body && !Array.isArray(body.items)) return 'items is not an array';
  if ('items' in body && 'page' in body) {
    const page = body.page as Record<string, unknown> | null;
    if (page === null || typeof page !== 'object') return 'page is not an object';
    if (!['skip', 'limit', 'total'].every((k) => typeof page[k] === 'number')) return 'page lacks skip/limit/total';
  }
  return undefined;
}

axiosInstance.interceptors.response.use((response) => {
  const type = String(response.headers['content-type'] ?? '');
  if (!/[/+]json\b/i.test(type)) return response;
  if (typeof response.data === 'string' && response.data.trim() !== '') {
    try {
      response.data = JSON.parse(response.data) as unknown;
    } catch (cause) {
      throw badResponse(response, cause instanceof Error ? cause.message : 'Invalid JSON');
    }
  }
  const problem = envelopeProblem(response.data);
  if (problem) throw badResponse(response, `Unexpected answer: ${problem}`);
  return response;
});

/**
 * Holds every request until `ready` settles (the mock backend of dev and mock builds starts
 * while the app renders). Production never calls it, so it adds nothing there.
 */
export function holdRequestsUntil(ready: Promise<unknown>): void {
  const id = axiosInstance.interceptors.request.use(async (config) => {
    await ready;
    return config;
  });
  void ready.then(
    () => axiosInstance.interceptors.request.eject(id),
    () => undefined,
  );
}

export const httpClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance.request<T>({ ...config, ...options }).then(({ data }) => data);

/** Error type the generated hooks expose. */
export type ErrorType<Error> = AxiosError<Error>;
/** Body type the generated mutations accept. */
export type BodyType<BodyData> = BodyData;
