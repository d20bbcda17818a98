import { useEffect } from "react";
import type { SessionUser } from "~/accounts/session-user";

/**
 * Spec §3/§4 keep the signed-in user record in browser storage (keys users
 * and role). Ours is a copy for display only: the server never reads it.
 */
export function BrowserUserRecord({ user }: { user: SessionUser | null }) {
  useEffect(() => {
    try {
      if (user) {
        localStorage.setItem(
          "users",
          JSON.stringify({ name: user.name, email: user.email, uid: user.id, role: user.role }),
        );
        localStorage.setItem("role", user.role);
      } else {
        localStorage.removeItem("users");
        localStorage.removeItem("role");
      }
    } catch {
      // Storage can be unavailable (private mode, quota); display only, so ignore.
    }
  }, [user]);
  return null;
}
