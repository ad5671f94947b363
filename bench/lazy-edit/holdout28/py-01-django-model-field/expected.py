from decimal import Decimal

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Plan(models.Model):
    class Interval(models.TextChoices):
        MONTHLY = "monthly", _("Monthly")
        YEARLY = "yearly", _("Yearly")

    code = models.SlugField(unique=True)
    name = models.CharField(max_length=120)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    interval = models.CharField(max_length=16, choices=Interval.choices, default=Interval.MONTHLY)
    is_active = models.BooleanField(default=True)

    class Meta:
        ordering = ["price"]

    def __str__(self):
        return f"{self.name} ({self.get_interval_display()})"


class SubscriptionQuerySet(models.QuerySet):
    def active(self):
        now = timezone.now()
        return self.filter(started_at__lte=now).exclude(ended_at__lte=now)

    def for_user(self, user):
        return self.filter(user=user)


class Subscription(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        related_name="subscriptions",
    )
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT, related_name="subscriptions")
    started_at = models.DateTimeField(default=timezone.now)
    ended_at = models.DateTimeField(null=True, blank=True)
    cancel_reason = models.CharField(max_length=255, blank=True)
    discount_percent = models.PositiveSmallIntegerField(default=0)

    objects = SubscriptionQuerySet.as_manager()

    class Meta:
        ordering = ["-started_at"]
        indexes = [
            models.Index(fields=["user", "started_at"]),
        ]

    def __str__(self):
        return f"{self.user} -> {self.plan.code}"

    @property
    def is_active(self):
        now = timezone.now()
        return self.started_at <= now and (self.ended_at is None or self.ended_at > now)

    def monthly_price(self):
        price = self.plan.price
        if self.plan.interval == Plan.Interval.YEARLY:
            price = price / 12
        discount = Decimal(self.discount_percent) / Decimal(100)
        return (price * (1 - discount)).quantize(Decimal("0.01"))

    def cancel(self, at=None, reason=""):
        self.ended_at = at or timezone.now()
        self.cancel_reason = reason
        self.save(update_fields=["ended_at", "cancel_reason"])
