import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { refreshSession, fetchProfile, type Profile } from "../api/auth";
import { storage } from "../lib/storage";

const STORAGE_KEY = "app.session.token";
const REFRESH_MARGIN_MS = 60_000;

export interface SessionState {
  accessToken: string | null;
  profile: Profile | null;
  loading: boolean;
  error: Error | null;
}

function decodeExpiry(token: string): number | null {
  try {
    const [, payload] = token.split(".");
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function useSession() {
  const [accessToken, setAccessToken] = useState<string | null>(() => storage.get(STORAGE_KEY));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>();

  const signOut = useCallback(() => {
    storage.remove(STORAGE_KEY);
    setAccessToken(null);
    setProfile(null);
  }, []);

  useEffect(() => {
    if (!accessToken) return;
    let cancelled = false;
    setLoading(true);
    fetchProfile(accessToken)
      .then((p) => {
        if (!cancelled) setProfile(p);
      })
      .catch((e: Error) => {
        if (!cancelled) setError(e);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  useEffect(() => {
    if (!accessToken) return;
    const expiry = decodeExpiry(accessToken);
    if (expiry === null) return;
    const delay = Math.max(expiry - Date.now() - REFRESH_MARGIN_MS, 0);
    timerRef.current = setTimeout(async () => {
      try {
        const next = await refreshSession(accessToken);
        storage.set(STORAGE_KEY, next);
        setAccessToken(next);
      } catch (e) {
        setError(e as Error);
        signOut();
      }
    }, delay);
    return () => clearTimeout(timerRef.current);
  }, [accessToken, signOut]);

  const state: SessionState = useMemo(
    () => ({ accessToken, profile, loading, error }),
    [accessToken, profile, loading, error],
  );

  return { ...state, signOut };
}
