// ... existing code ...

/**
 * Loads a user's profile, using the shared cache when possible.
 */
export async function loadUserProfile(userId: string): Promise<UserProfile | null> {
    // ... existing code ...
}

export async function getTeamMembers(team: Team): Promise<UserProfile[]> {
    const members: UserProfile[] = [];
    for (const memberId of team.memberIds) {
        const profile = await loadUserProfile(memberId);
        // ... existing code ...

export async function getUserCard(user: User): Promise<string> {
    const profile = await loadUserProfile(user.id);
    // ... existing code ...

export default {
    loadUserProfile,
    getTeamMembers,
    // ... existing code ...
};
