// ... existing code ...
    public interface IUserDirectory
    {
        Task<User?> GetUserAsync(Guid id, CancellationToken cancellationToken = default);
        Task<User?> FindByEmailAsync(string email, CancellationToken cancellationToken = default);
        Task<IReadOnlyList<User>> ListByTenantAsync(Guid tenantId, CancellationToken cancellationToken = default);
        Task DeactivateAsync(Guid id, CancellationToken cancellationToken = default);
    }

    public class UserDirectory : IUserDirectory
    {
        // ... existing code ...

        public Task<User?> GetUserAsync(Guid id, CancellationToken cancellationToken = default)
        {
            // ... existing code ...
        }

        public Task<User?> FindByEmailAsync(string email, CancellationToken cancellationToken = default)
        {
            // ... existing code ...
        }

        public async Task<IReadOnlyList<User>> ListByTenantAsync(Guid tenantId, CancellationToken cancellationToken = default)
        {
            // ... existing code ...
        }

        public async Task DeactivateAsync(Guid id, CancellationToken cancellationToken = default)
        {
            // ... existing code ...
        }
    }
}
