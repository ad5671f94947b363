# frozen_string_literal: true

class InviteUser
  Result = Struct.new(:success?, :user, :error, keyword_init: true)

  def initialize(inviter:, email:, role: "member")
    @inviter = inviter
    @email = email.to_s.strip.downcase
    @role = role
  end

  def call
    return failure("Email is invalid") unless @email.match?(URI::MailTo::EMAIL_REGEXP)
    return failure("You cannot invite users") unless @inviter.admin?

    user = User.find_or_initialize_by(email: @email)
    return failure("User already belongs to this team") if user.persisted? && member?(user)

    user.save! if user.new_record?
    Membership.create!(user: user, team: @inviter.team, role: @role)
    InviteMailer.with(user: user, inviter: @inviter).invite.deliver_later
    Result.new(success?: true, user: user)
  end

  private

  def member?(user)
    Membership.exists?(user: user, team: @inviter.team)
  end

  def failure(message)
    Result.new(success?: false, error: message)
  end
end
