// ... existing code ...
            var errors = new List<string>();

            if (string.IsNullOrWhiteSpace(request.Email))
            {
                errors.Add("Email is required.");
            }
            else if (!EmailRegex.IsMatch(request.Email))
            {
                errors.Add("Email is not a valid address.");
            }
// ... existing code ...
