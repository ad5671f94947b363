# ... existing code ...
  VISIBILITIES = %w[private internal public].freeze
  KEY_FORMAT = /\A[A-Z][A-Z0-9]{1,9}\z/

# ... existing code ...
  validates :name, presence: true, length: { maximum: 120 }
  validates :key, presence: true, format: { with: KEY_FORMAT }, uniqueness: { scope: :organization_id }
  validates :visibility, inclusion: { in: VISIBILITIES }
# ... existing code ...
  scope :recent, -> { order(updated_at: :desc) }
  scope :active, -> { where(archived_at: nil) }

  # ... existing code ...

  private

  def normalize_name
    self.name = name.to_s.squish
    self.key = key.to_s.strip.upcase
  end
end
