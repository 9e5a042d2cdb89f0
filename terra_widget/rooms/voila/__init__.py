"""The laptop route: ``terra-widget classroom`` serves the pages with a hardened Voila."""
