from django.conf import settings
from django.db import models
from django.utils import timezone


class Course(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    instructor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="courses")
    capacity = models.PositiveIntegerField(default=30)
    starts_on = models.DateField()
    published = models.BooleanField(default=False)

    class Meta:
        ordering = ["starts_on", "title"]

    def __str__(self):
        return self.title

    @property
    def seats_taken(self):
        return self.enrollments.filter(status=Enrollment.Status.ACTIVE).count()

    @property
    def seats_left(self):
        return max(0, self.capacity - self.seats_taken)

    def is_open(self):
        return self.published and self.starts_on > timezone.localdate() and self.seats_left > 0

    def enroll(self, student):
        status = Enrollment.Status.ACTIVE if self.seats_left > 0 else Enrollment.Status.WAITLISTED
        return Enrollment.objects.create(course=self, student=student, status=status)


class Enrollment(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", "Active"
        WAITLISTED = "waitlisted", "Waitlisted"
        CANCELLED = "cancelled", "Cancelled"

    course = models.ForeignKey(Course, on_delete=models.CASCADE, related_name="enrollments")
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="enrollments")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["course", "student"], name="unique_enrollment"),
        ]

    def __str__(self):
        return f"{self.student} in {self.course}"

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
