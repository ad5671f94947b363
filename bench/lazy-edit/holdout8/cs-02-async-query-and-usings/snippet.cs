using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Scheduling
{
    public class AppointmentQueries
    {
        // ... existing code ...
            _db = db;
        }

        public async Task<List<Appointment>> ForDoctorAsync(int doctorId, DateOnly day, CancellationToken ct = default)
        {
            return await _db.Appointments
                .AsNoTracking()
                .Where(a => a.DoctorId == doctorId && a.Day == day && a.Status != AppointmentStatus.Cancelled)
                .OrderBy(a => a.StartsAt)
                .ToListAsync(ct);
        }

        public List<Appointment> ForPatient(int patientId)
        {
            // ... existing code ...
        }

        // ... existing code ...
    }
}
