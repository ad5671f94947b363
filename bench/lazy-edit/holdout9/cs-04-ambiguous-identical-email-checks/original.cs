using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace Acme.Accounts.Validation
{
    public static class AccountRequestValidator
    {
        private static readonly Regex EmailRegex =
            new(@"^[^@\s]+@[^@\s]+\.[^@\s]+$", RegexOptions.Compiled | RegexOptions.IgnoreCase);

        public static IReadOnlyList<string> ValidateRegistration(RegisterRequest request)
        {
            var errors = new List<string>();

            if (string.IsNullOrWhiteSpace(request.Email))
            {
                errors.Add("Email is required.");
            }

            if (string.IsNullOrWhiteSpace(request.Password) || request.Password.Length < 12)
            {
                errors.Add("Password must be at least 12 characters.");
            }

            if (!request.AcceptTerms)
            {
                errors.Add("You must accept the terms of service.");
            }

            return errors;
        }

        public static IReadOnlyList<string> ValidateProfileUpdate(UpdateProfileRequest request)
        {
            var errors = new List<string>();

            if (string.IsNullOrWhiteSpace(request.Email))
            {
                errors.Add("Email is required.");
            }

            if (request.DisplayName is { Length: > 50 })
            {
                errors.Add("Display name must be 50 characters or fewer.");
            }

            return errors;
        }
    }
}
