using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Scheduling
{
    public class AppointmentQueries
    {
        private readonly ClinicDbContext _db;

        public AppointmentQueries(ClinicDbContext db)
        {
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
            return _db.Appointments
                .Where(a => a.PatientId == patientId)
                .OrderByDescending(a => a.Day)
                .ThenBy(a => a.StartsAt)
                .ToList();
        }

        public int CountNoShows(int patientId, DateOnly since)
        {
            return _db.Appointments
                .Count(a => a.PatientId == patientId && a.Day >= since && a.Status == AppointmentStatus.NoShow);
        }
    }
}
