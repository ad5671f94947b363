        // ...existing code...
        [StringLength(2, MinimumLength = 2)]
        public string CountryCode { get; set; } = "US";

        [Required]
        [StringLength(64)]
        public string TimeZoneId { get; set; } = "UTC";

        [Range(0, int.MaxValue)]
        public int CapacityPallets { get; set; }
        // ...existing code...

            if (Code.Trim() != Code)
            {
                yield return new ValidationResult(
                    "Code must not contain leading or trailing whitespace.",
                    new[] { nameof(Code) });
            }

            if (!TimeZoneInfo.TryFindSystemTimeZoneById(TimeZoneId, out _))
            {
                yield return new ValidationResult(
                    $"Unknown time zone '{TimeZoneId}'.",
                    new[] { nameof(TimeZoneId) });
            }
        }
    }
}
