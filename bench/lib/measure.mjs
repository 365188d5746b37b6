// One autocannon run, reduced to the numbers the benchmark tables print. Each request can be set
// up afresh (another cookie, another id) through `setup`, which autocannon calls per request.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, connections: number, seconds: number, method?: string,
 *   headers?: Record<string, string>, setup?: (request: object) => object }} options
 * @returns {Promise<{ rps: number, p50: number, p975: number, p99: number, requests: number,
 *   errors: number, non2xx: number }>}
 */
export function measure({ url, connections, seconds, method = 'GET', headers = {}, setup }) {
  const { origin, pathname, search } = new URL(url);
  const request = { method, path: `${pathname}${search}`, headers };
  if (setup) request.setupRequest = (req) => setup({ ...req, headers: { ...req.headers } });
  return new Promise((resolve, reject) => {
    autocannon(
      { url: origin, connections, duration: seconds, requests: [request] },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p975: result.latency.p97_5,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}
