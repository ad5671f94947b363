// ... existing code ...
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

    // ... existing code ...
            PasswordHash = _passwordHasher.Hash(command.Password),
            CreatedAt = _clock.GetUtcNow(),
        };
    // ... existing code ...
