using System.ComponentModel.DataAnnotations;
using Microsoft.Extensions.Options;

namespace Northwind.Notifications.Configuration
{
    public sealed class SmtpOptions
    {
        public const string SectionName = "Smtp";

        [Required]
        public string Host { get; set; } = string.Empty;

        [Range(1, 65535)]
        public int Port { get; set; } = 587;

        public bool UseStartTls { get; set; } = true;

        public string? UserName { get; set; }

        public string? Password { get; set; }

        [Required, EmailAddress]
        public string FromAddress { get; set; } = string.Empty;

        public string FromName { get; set; } = "Northwind";

        public int TimeoutSeconds { get; set; } = 30;
    }

    public sealed class SmtpOptionsValidator : IValidateOptions<SmtpOptions>
    {
        public ValidateOptionsResult Validate(string? name, SmtpOptions options)
        {
            var failures = new List<string>();

            if (string.IsNullOrWhiteSpace(options.Host))
            {
                failures.Add("Smtp:Host is required.");
            }

            if (options.UserName is not null && string.IsNullOrEmpty(options.Password))
            {
                failures.Add("Smtp:Password is required when Smtp:UserName is set.");
            }

            if (options.TimeoutSeconds <= 0)
            {
                failures.Add("Smtp:TimeoutSeconds must be positive.");
            }

            return failures.Count == 0
                ? ValidateOptionsResult.Success
                : ValidateOptionsResult.Fail(failures);
        }
    }

    public static class SmtpServiceCollectionExtensions
    {
        public static IServiceCollection AddSmtp(this IServiceCollection services, IConfiguration configuration)
        {
            services.AddOptions<SmtpOptions>()
                .Bind(configuration.GetSection(SmtpOptions.SectionName))
                .ValidateDataAnnotations()
                .ValidateOnStart();
            services.AddSingleton<IValidateOptions<SmtpOptions>, SmtpOptionsValidator>();
            services.AddTransient<IEmailSender, SmtpEmailSender>();
            return services;
        }
    }
}
