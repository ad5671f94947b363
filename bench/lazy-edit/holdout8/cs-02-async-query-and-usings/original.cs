using System.Collections.Generic;
using System.Linq;
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

        public List<Appointment> ForDoctor(int doctorId, DateOnly day)
        {
            return _db.Appointments
                .Where(a => a.DoctorId == doctorId && a.Day == day)
                .OrderBy(a => a.StartsAt)
                .ToList();
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
