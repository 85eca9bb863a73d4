// TrellisSite: the pipeline from site.json to pages.
