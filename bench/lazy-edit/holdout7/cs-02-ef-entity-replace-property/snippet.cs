// ... existing code ...
        [MaxLength(100)]
        public string? DisplayName { get; set; }

        [Phone]
        [MaxLength(32)]
        public string? PhoneNumber { get; set; }

        public DateTime CreatedAt { get; set; }

        public DateTime? LastLoginAt { get; set; }

        public bool IsActive { get; set; } = true;
        // ... existing code ...
            builder.HasIndex(c => c.Email).IsUnique();
            builder.HasIndex(c => new { c.IsActive, c.CreatedAt });
            builder.Property(c => c.CreatedAt).HasDefaultValueSql("now()");
            // ... existing code ...
