# ... existing code ...
  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :organization_id }
  validate :only_one_owner, if: :owner?

  # ... existing code ...
  scope :admins, -> { where(role: %w[admin owner]) }
  scope :expiring, ->(within = 7.days) { active.where(expires_at: ..within.from_now) }

  # ... existing code ...

  private

  def only_one_owner
    others = organization.memberships.active.where(role: "owner").where.not(id: id)
    errors.add(:role, "organization already has an owner") if others.exists?
  end

  # ... existing code ...
