"""What the build prepares for a fast start: the memory image, precompiled modules, the static
lobby shown before Python runs, and the memory figures the image is measured by."""
