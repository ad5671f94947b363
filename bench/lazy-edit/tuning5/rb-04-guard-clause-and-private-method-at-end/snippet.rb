# ... existing code ...
    return failure("You cannot invite users") unless @inviter.admin?
    return failure("Unknown role #{@role}") unless valid_role?

    # ... existing code ...

  def failure(message)
    Result.new(success?: false, error: message)
  end

  def valid_role?
    Membership::ROLES.include?(@role)
  end
end
