from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from rest_framework import serializers

from accounts.models import Organization, Invitation

User = get_user_model()


class SignupSerializer(serializers.Serializer):
    email = serializers.EmailField()
    username = serializers.CharField(min_length=3, max_length=30)
    password = serializers.CharField(write_only=True)
    organization = serializers.CharField(required=False, allow_blank=True)
    invite_code = serializers.CharField(required=False, allow_blank=True)

    def validate_email(self, value):
        value = value.strip().lower()
        if User.objects.filter(email__iexact=value).exists():
            raise serializers.ValidationError("An account with this email already exists.")
        return value

    def validate_username(self, value):
        value = value.strip().lower()
        if User.objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError("This username is taken.")
        return value

    def validate_password(self, value):
        validate_password(value)
        return value

    def validate(self, attrs):
        code = attrs.get("invite_code")
        if code:
            invitation = Invitation.objects.filter(code=code, accepted_at__isnull=True).first()
            if invitation is None:
                raise serializers.ValidationError({"invite_code": "Invalid or expired invitation."})
            if invitation.email.lower() != attrs["email"]:
                raise serializers.ValidationError({"invite_code": "This invitation was sent to a different address."})
            attrs["invitation"] = invitation
        elif not attrs.get("organization"):
            raise serializers.ValidationError({"organization": "Provide an organization name or an invite code."})
        return attrs

    def create(self, validated_data):
        invitation = validated_data.pop("invitation", None)
        org_name = validated_data.pop("organization", "")
        validated_data.pop("invite_code", None)
        user = User.objects.create_user(
            email=validated_data["email"],
            username=validated_data["username"],
            password=validated_data["password"],
        )
        if invitation:
            invitation.accept(user)
        else:
            org = Organization.objects.create(name=org_name.strip(), owner=user)
            org.members.add(user)
        return user


class ProfileSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ["id", "email", "username", "date_joined"]
        read_only_fields = ["id", "email", "date_joined"]
