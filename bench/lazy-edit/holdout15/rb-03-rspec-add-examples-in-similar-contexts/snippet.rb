# ... existing code ...
    context "when the coupon has expired" do
      let(:coupon) { build(:coupon, starts_at: 1.week.ago, ends_at: 1.day.ago) }

      it "does not apply" do
        expect(coupon.applicable_to?(cart)).to be(false)
      end

      it "is reported as expired" do
        expect(coupon).to be_expired
      end
    end
# ... existing code ...
    context "with a fixed coupon" do
      let(:coupon) { build(:coupon, kind: :fixed, value: 2_500) }

      it "returns the fixed amount" do
        expect(coupon.discount_for(cart)).to eq(2_500)
      end

      it "never exceeds the subtotal" do
        coupon.value = 20_000
        expect(coupon.discount_for(cart)).to eq(10_000)
      end
    end
  end
end
