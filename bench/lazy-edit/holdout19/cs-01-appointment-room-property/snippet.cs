// ... existing code ...

        public Guid PatientId { get; set; }

        public Guid? RoomId { get; set; }

        public AppointmentStatus Status { get; set; } = AppointmentStatus.Scheduled;

        // ... existing code ...

        public bool Overlaps(Appointment other)
        {
            var sharesResource = other.ClinicianId == ClinicianId
                || other.PatientId == PatientId
                || (RoomId.HasValue && other.RoomId == RoomId);
            if (!sharesResource)
            {
                return false;
            }

            return StartsAt < other.EndsAt && other.StartsAt < EndsAt;
        }

        // ... existing code ...
