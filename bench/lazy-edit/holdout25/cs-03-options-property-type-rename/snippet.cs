using System;
using System.ComponentModel.DataAnnotations;
// ... rest unchanged ...
        public string FromName { get; set; } = "Northwind";

        public TimeSpan Timeout { get; set; } = TimeSpan.FromSeconds(30);
    }
// ... rest unchanged ...
                failures.Add("Smtp:Password is required when Smtp:UserName is set.");
            }

            if (options.Timeout <= TimeSpan.Zero)
            {
                failures.Add("Smtp:Timeout must be positive.");
            }

            return failures.Count == 0
// ... rest unchanged ...
