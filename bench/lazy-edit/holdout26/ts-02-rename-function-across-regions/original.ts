import { db } from "../db/client";
import { cache } from "../cache";
import type { User, UserProfile, Team } from "../types";

const PROFILE_TTL_SECONDS = 300;

/**
 * Fetches a user's profile, using the shared cache when possible.
 */
export async function fetchUserProfile(userId: string): Promise<UserProfile | null> {
    const cacheKey = `profile:${userId}`;
    const cached = await cache.get<UserProfile>(cacheKey);
    if (cached) {
        return cached;
    }

    const row = await db.query<UserProfile>(
        "SELECT id, display_name, avatar_url, bio FROM profiles WHERE user_id = $1",
        [userId],
    );
    if (!row) {
        return null;
    }

    await cache.set(cacheKey, row, PROFILE_TTL_SECONDS);
    return row;
}

export async function getTeamMembers(team: Team): Promise<UserProfile[]> {
    const members: UserProfile[] = [];
    for (const memberId of team.memberIds) {
        const profile = await fetchUserProfile(memberId);
        if (profile) {
            members.push(profile);
        }
    }
    return members;
}

export async function getUserCard(user: User): Promise<string> {
    const profile = await fetchUserProfile(user.id);
    const name = profile?.display_name ?? user.email;
    const avatar = profile?.avatar_url ?? "/static/default-avatar.png";
    return `<div class="user-card"><img src="${avatar}" alt=""><span>${name}</span></div>`;
}

export async function invalidateProfile(userId: string): Promise<void> {
    await cache.delete(`profile:${userId}`);
}

export async function updateBio(userId: string, bio: string): Promise<void> {
    if (bio.length > 500) {
        throw new RangeError("bio must be at most 500 characters");
    }
    await db.execute("UPDATE profiles SET bio = $1 WHERE user_id = $2", [bio, userId]);
    await invalidateProfile(userId);
}

export default {
    fetchUserProfile,
    getTeamMembers,
    getUserCard,
    invalidateProfile,
    updateBio,
};