/* ripplegen: rg-pulse is a looping decoration; its style sheet alone draws it, so this script is empty */
