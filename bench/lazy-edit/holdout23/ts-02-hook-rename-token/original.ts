import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { refreshSession, fetchProfile, type Profile } from "../api/auth";
import { storage } from "../lib/storage";

const STORAGE_KEY = "app.session.token";
const REFRESH_MARGIN_MS = 60_000;

export interface SessionState {
  token: string | null;
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
  const [token, setToken] = useState<string | null>(() => storage.get(STORAGE_KEY));
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>();

  const signOut = useCallback(() => {
    storage.remove(STORAGE_KEY);
    setToken(null);
    setProfile(null);
  }, []);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    setLoading(true);
    fetchProfile(token)
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
  }, [token]);

  useEffect(() => {
    if (!token) return;
    const expiry = decodeExpiry(token);
    if (expiry === null) return;
    const delay = Math.max(expiry - Date.now() - REFRESH_MARGIN_MS, 0);
    timerRef.current = setTimeout(async () => {
      try {
        const next = await refreshSession(token);
        storage.set(STORAGE_KEY, next);
        setToken(next);
      } catch (e) {
        setError(e as Error);
        signOut();
      }
    }, delay);
    return () => clearTimeout(timerRef.current);
  }, [token, signOut]);

  const state: SessionState = useMemo(
    () => ({ token, profile, loading, error }),
    [token, profile, loading, error],
  );

  return { ...state, signOut };
}
