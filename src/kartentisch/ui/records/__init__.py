"""What the page keeps on the device: saves, statistics, kept games, and the file that carries
them to another device."""
