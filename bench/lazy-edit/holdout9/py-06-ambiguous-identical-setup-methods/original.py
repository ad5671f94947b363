from decimal import Decimal

from django.urls import reverse
from rest_framework import status
from rest_framework.test import APIClient, APITestCase

from accounts.tests.factories import UserFactory
from orders.tests.factories import OrderFactory


class OrderApiTests(APITestCase):
    def setUp(self):
        self.client = APIClient()
        self.user = UserFactory()
        self.client.force_authenticate(self.user)

    def test_list_returns_only_own_orders(self):
        OrderFactory.create_batch(2, customer=self.user)
        OrderFactory()
        response = self.client.get(reverse("order-list"))
        self.assertEqual(response.status_code, status.HTTP_200_OK)
        self.assertEqual(len(response.data["results"]), 2)

    def test_retrieve_other_users_order_is_404(self):
        order = OrderFactory()
        response = self.client.get(reverse("order-detail", args=[order.pk]))
        self.assertEqual(response.status_code, status.HTTP_404_NOT_FOUND)


class RefundApiTests(APITestCase):
    def setUp(self):
        self.client = APIClient()
        self.user = UserFactory()
        self.client.force_authenticate(self.user)

    def test_refund_paid_order(self):
        order = OrderFactory(customer=self.user, status="paid", total=Decimal("40.00"))
        response = self.client.post(reverse("order-refund", args=[order.pk]), {"amount": "40.00"})
        self.assertEqual(response.status_code, status.HTTP_201_CREATED)
        order.refresh_from_db()
        self.assertEqual(order.status, "refunded")

    def test_cannot_refund_more_than_total(self):
        order = OrderFactory(customer=self.user, status="paid", total=Decimal("40.00"))
        response = self.client.post(reverse("order-refund", args=[order.pk]), {"amount": "50.00"})
        self.assertEqual(response.status_code, status.HTTP_400_BAD_REQUEST)
