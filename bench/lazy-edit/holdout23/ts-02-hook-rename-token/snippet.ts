import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { refreshSession, fetchProfile, type Profile } from "../api/auth";
import { storage } from "../lib/storage";

const STORAGE_KEY = "app.session.token";
const REFRESH_MARGIN_MS = 60_000;

export interface SessionState {
  accessToken: string | null;
  profile: Profile | null;
  // ... existing code ...
}

// ... existing code ...

export function useSession() {
  const [accessToken, setAccessToken] = useState<string | null>(() => storage.get(STORAGE_KEY));
  const [profile, setProfile] = useState<Profile | null>(null);
  // ... existing code ...

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
      // ... existing code ...
    return () => {
      cancelled = true;
    };
  }, [accessToken]);

  useEffect(() => {
    if (!accessToken) return;
    const expiry = decodeExpiry(accessToken);
    // ... existing code ...
      try {
        const next = await refreshSession(accessToken);
        storage.set(STORAGE_KEY, next);
        setAccessToken(next);
      } catch (e) {
        // ... existing code ...
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
