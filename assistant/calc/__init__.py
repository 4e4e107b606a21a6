"""Pure calculators: memory, speed, pricing and total cost of ownership."""
