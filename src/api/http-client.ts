// The one axios instance of the app. Every generated hook calls the API through
// `httpClient`, so credentials, base URL and error shape are decided here once.
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';

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

export const httpClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  axiosInstance.request<T>({ ...config, ...options }).then(({ data }) => data);

/** Error type the generated hooks expose. */
export type ErrorType<Error> = AxiosError<Error>;
/** Body type the generated mutations accept. */
export type BodyType<BodyData> = BodyData;
