// The error a cancelled search rejects with (its name is what callers test), in a module of
// its own so that code which only cancels need not load the search.
export function abortError(): Error {
  const e = new Error('thinking cancelled');
  e.name = 'AbortError';
  return e;
}
