# ... existing code ...
  validates :default_branch, presence: true
  validates :description, length: { maximum: 350 }, allow_blank: true

  scope :visible_to_public, -> { where(visibility: "public") }
  scope :owned_by, ->(user) { where(owner: user) }
  scope :recently_pushed, -> { order(pushed_at: :desc) }
  scope :active, -> { where(archived_at: nil) }
  scope :archived, -> { where.not(archived_at: nil) }

  # ... existing code ...
  def public?
    visibility == "public"
  end

  def archived?
    archived_at.present?
  end

  # ... existing code ...
  def normalize_name
    self.name = name.to_s.strip.delete_suffix(".git")
  end
end
