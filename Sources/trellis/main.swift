print("trellis")
