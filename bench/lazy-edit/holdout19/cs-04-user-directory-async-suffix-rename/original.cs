using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

namespace Contoso.Identity.Users
{
    public interface IUserDirectory
    {
        Task<User?> GetUser(Guid id, CancellationToken cancellationToken = default);
        Task<User?> FindByEmail(string email, CancellationToken cancellationToken = default);
        Task<IReadOnlyList<User>> ListByTenant(Guid tenantId, CancellationToken cancellationToken = default);
        Task Deactivate(Guid id, CancellationToken cancellationToken = default);
    }

    public class UserDirectory : IUserDirectory
    {
        private readonly IdentityDbContext _db;

        public UserDirectory(IdentityDbContext db)
        {
            _db = db;
        }

        public Task<User?> GetUser(Guid id, CancellationToken cancellationToken = default)
        {
            return _db.Users.AsNoTracking().FirstOrDefaultAsync(u => u.Id == id, cancellationToken);
        }

        public Task<User?> FindByEmail(string email, CancellationToken cancellationToken = default)
        {
            var normalized = email.Trim().ToUpperInvariant();
            return _db.Users.AsNoTracking()
                .FirstOrDefaultAsync(u => u.NormalizedEmail == normalized, cancellationToken);
        }

        public async Task<IReadOnlyList<User>> ListByTenant(Guid tenantId, CancellationToken cancellationToken = default)
        {
            return await _db.Users.AsNoTracking()
                .Where(u => u.TenantId == tenantId && u.IsActive)
                .OrderBy(u => u.DisplayName)
                .ToListAsync(cancellationToken);
        }

        public async Task Deactivate(Guid id, CancellationToken cancellationToken = default)
        {
            var user = await _db.Users.FirstOrDefaultAsync(u => u.Id == id, cancellationToken)
                ?? throw new KeyNotFoundException($"User {id} not found");
            user.IsActive = false;
            user.DeactivatedAt = DateTimeOffset.UtcNow;
            await _db.SaveChangesAsync(cancellationToken);
        }
    }
}
