using System;
using System.Threading;
using System.Threading.Tasks;
using Acme.Accounts.Domain;
using Acme.Accounts.Infrastructure;
using Microsoft.Extensions.Logging;

namespace Acme.Accounts.Application;

public class RegistrationService : IRegistrationService
{
    private readonly IUserRepository _users;
    private readonly IPasswordHasher _passwordHasher;
    private readonly IEmailSender _emailSender;
    private readonly TimeProvider _clock;
    private readonly ILogger<RegistrationService> _logger;

    public RegistrationService(
        IUserRepository users,
        IPasswordHasher passwordHasher,
        IEmailSender emailSender,
        TimeProvider clock,
        ILogger<RegistrationService> logger)
    {
        _users = users;
        _passwordHasher = passwordHasher;
        _emailSender = emailSender;
        _clock = clock;
        _logger = logger;
    }

    public async Task<RegistrationResult> RegisterAsync(RegisterCommand command, CancellationToken ct = default)
    {
        var email = command.Email.Trim().ToLowerInvariant();
        if (await _users.ExistsByEmailAsync(email, ct))
        {
            return RegistrationResult.Failed("An account with this email already exists.");
        }

        var user = new User
        {
            Id = Guid.NewGuid(),
            Email = email,
            DisplayName = command.DisplayName.Trim(),
            PasswordHash = _passwordHasher.Hash(command.Password),
            CreatedAt = _clock.GetUtcNow(),
        };

        await _users.AddAsync(user, ct);
        await _emailSender.SendWelcomeAsync(user.Email, user.DisplayName, ct);

        _logger.LogInformation("Registered user {UserId}", user.Id);
        return RegistrationResult.Succeeded(user.Id);
    }

    public async Task<bool> ConfirmEmailAsync(Guid userId, string token, CancellationToken ct = default)
    {
        var user = await _users.FindAsync(userId, ct);
        if (user is null || user.EmailConfirmed)
        {
            return false;
        }

        if (!string.Equals(user.EmailConfirmationToken, token, StringComparison.Ordinal))
        {
            _logger.LogWarning("Invalid confirmation token for user {UserId}", userId);
            return false;
        }

        user.EmailConfirmed = true;
        user.EmailConfirmationToken = null;
        await _users.UpdateAsync(user, ct);
        return true;
    }
}
