# ... existing code ...
User = get_user_model()

RESERVED_USERNAMES = frozenset({"admin", "root", "support", "api", "www", "billing"})


class SignupSerializer(serializers.Serializer):
# ... existing code ...
    def validate_username(self, value):
        value = value.strip().lower()
        if value in RESERVED_USERNAMES:
            raise serializers.ValidationError("This username is reserved.")
        if User.objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError("This username is taken.")
        return value
# ... existing code ...
