# ... existing code ...

    def is_open(self):
        # ... existing code ...

    def enroll(self, student):
        status = Enrollment.Status.ACTIVE if self.seats_left > 0 else Enrollment.Status.WAITLISTED
        return Enrollment.objects.create(course=self, student=student, status=status)


class Enrollment(models.Model):
    # ... existing code ...

    def cancel(self):
        was_active = self.status == self.Status.ACTIVE
        self.status = self.Status.CANCELLED
        self.save(update_fields=["status"])
        if was_active:
            next_in_line = (
                self.course.enrollments.filter(status=self.Status.WAITLISTED).order_by("created_at").first()
            )
            if next_in_line:
                next_in_line.status = self.Status.ACTIVE
                next_in_line.save(update_fields=["status"])
