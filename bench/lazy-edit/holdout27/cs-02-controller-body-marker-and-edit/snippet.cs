// ...existing code...

        [HttpGet("{id:int}")]
        public async Task<ActionResult<AppointmentDto>> Get(int id)
        {
            // ...existing code...
        }

        [HttpPost]
        public async Task<ActionResult<AppointmentDto>> Create(CreateAppointmentRequest request, CancellationToken ct)
        {
            var end = request.StartsAt.AddMinutes(request.DurationMinutes);
            var overlaps = await _db.Appointments.AnyAsync(a =>
                a.PractitionerId == request.PractitionerId &&
                a.CancelledAt == null &&
                a.StartsAt < end &&
                request.StartsAt < a.StartsAt + a.Duration, ct);
            if (overlaps)
            {
                return Conflict(new ProblemDetails { Title = "The practitioner already has an appointment at that time." });
            }

            var appointment = new Appointment
            {
                // ...existing code...
            };
            _db.Appointments.Add(appointment);
            await _db.SaveChangesAsync(ct);
            return CreatedAtAction(nameof(Get), new { id = appointment.Id }, AppointmentDto.From(appointment));
        }

// ...existing code...
