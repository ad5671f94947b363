class User < ApplicationRecord
  # ... existing code ...
  validates :email, presence: true, uniqueness: true
  validates :name, length: { maximum: 50 }
  validates :password, length: { minimum: 12 }, allow_nil: true

  # ... existing code ...
end
