/** Whether a request URL (path and query) is for the JSON API rather than the web app. */
export const isApiPath = (url: string): boolean => /^\/api(\/|\?|$)/.test(url);
