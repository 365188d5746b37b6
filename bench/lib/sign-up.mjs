// A benchmark viewer signs up through the app's own API, so its session is a real one.

/** Registers a cook and answers the session cookie. */
export async function signUp(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark password' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}
