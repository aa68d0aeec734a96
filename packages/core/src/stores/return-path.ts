/**
 * The screen a session ended on (an expired or revoked token, SPEC §8), kept in sessionStorage (this tab only) so
 * the login screen can send the user back there after the next sign-in, with their drafts. Only a path of the same
 * app comes back: never another origin (`//host`) nor a full URL.
 */
function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveReturnPath(key: string, path: string): void {
  try {
    session()?.setItem(key, path);
  } catch {
    // storage full or blocked: the user lands on the app's home instead
  }
}

export function forgetReturnPath(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // storage blocked: nothing was kept there either
  }
}

/** The saved path once (it is removed), or null when none or not a path of this app. */
export function takeReturnPath(key: string): string | null {
  let path: string | null = null;
  try {
    path = session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  forgetReturnPath(key);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
