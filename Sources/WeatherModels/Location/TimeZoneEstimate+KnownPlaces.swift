extension TimeZoneEstimate {
    /// Known places by time zone: `zone|latitude,longitude latitude,longitude…`; a zone with many places
    /// takes several lines.
    ///
    /// The places are each zone's principal location from the IANA time zone database's `zone.tab` (public
    /// domain), and the cities of the SDK's sandbox gazetteer with their zones. Where a zone was renamed,
    /// the line gives the new name and then the old one (`Europe/Kyiv,Europe/Kiev`), for systems whose
    /// time zone database predates the change.
    static let knownPlaces = """
        Africa/Abidjan|5.32,-4.03 5.36,-4.01
        Africa/Accra|5.55,-0.22 5.6,-0.19 6.69,-1.62
        Africa/Addis_Ababa|8.98,38.76 9.03,38.7
        Africa/Algiers|22.79,5.52 35.7,-0.63 36.75,3.06 36.78,3.05
        Africa/Asmara|15.33,38.88
        Africa/Bamako|12.64,-8 12.65,-8 16.77,-3
        Africa/Bangui|4.37,18.58
        Africa/Banjul|13.47,-16.65
        Africa/Bissau|11.85,-15.58
        Africa/Blantyre|-15.78,35 -13.96,33.77
        Africa/Brazzaville|-4.27,15.28 -4.26,15.24
        Africa/Bujumbura|-3.38,29.37
        Africa/Cairo|24.09,32.9 25.69,32.64 30.04,31.24 30.05,31.25 31.2,29.92
        Africa/Casablanca|31.63,-7.98 33.65,-7.58 34.02,-5.01 34.02,-6.84 35.76,-5.83
        Africa/Ceuta|35.88,-5.32
        Africa/Conakry|9.52,-13.72 9.64,-13.58
        Africa/Dakar|14.67,-17.43 14.72,-17.47
        Africa/Dar_es_Salaam|-6.8,39.28 -6.79,39.21 -6.17,39.2 -6.16,35.75
        Africa/Djibouti|11.6,43.15
        Africa/Douala|3.85,11.5 4.05,9.7 4.05,9.77
        Africa/El_Aaiun|27.15,-13.2
        Africa/Freetown|8.5,-13.25
        Africa/Gaborone|-24.65,25.92
        Africa/Harare|-20.13,28.63 -17.83,31.05 -17.83,31.03
        Africa/Johannesburg|-33.96,25.6 -33.92,18.42 -29.86,31.02 -29.09,26.16 -26.25,28 -25.75,28.23
        Africa/Juba|4.85,31.62
        Africa/Kampala|0.32,32.42 0.35,32.58
        Africa/Khartoum|15.5,32.56 15.6,32.53
        Africa/Kigali|-1.95,30.07
        Africa/Kinshasa|-4.44,15.27
        Africa/Lagos|4.82,7.05 6.45,3.4 7.38,3.95 9.08,7.4 12,8.59
        Africa/Libreville|0.38,9.45 0.42,9.47
        Africa/Lome|6.13,1.22
        Africa/Luanda|-8.84,13.29 -8.8,13.23
        Africa/Lubumbashi|-11.67,27.47
        Africa/Lusaka|-15.42,28.28
        Africa/Malabo|3.75,8.78 3.75,8.74
        Africa/Maputo|-25.97,32.58
        Africa/Maseru|-29.47,27.5 -29.32,27.49
        Africa/Mbabane|-26.3,31.1
        Africa/Mogadishu|2.05,45.32 2.07,45.37
        Africa/Monrovia|6.3,-10.78
        Africa/Nairobi|-4.04,39.67 -1.28,36.82
        Africa/Ndjamena|12.12,15.05
        Africa/Niamey|13.52,2.12
        Africa/Nouakchott|18.07,-15.96 18.1,-15.95
        Africa/Ouagadougou|12.37,-1.52
        Africa/Porto-Novo|6.37,2.39 6.48,2.62
        Africa/Sao_Tome|0.33,6.73
        Africa/Tripoli|32.12,20.07 32.9,13.18
        Africa/Tunis|36.8,10.18
        Africa/Windhoek|-22.57,17.1
        America/Adak|51.88,-176.66
        America/Anchorage|61.22,-149.9 64.84,-147.72 71.29,-156.79
        America/Anguilla|18.2,-63.07
        America/Antigua|17.05,-61.8
        America/Araguaina|-7.2,-48.2
        America/Argentina/Buenos_Aires|-38.01,-57.54 -34.6,-58.38 -34.6,-58.45
        America/Argentina/Catamarca|-28.47,-65.78
        America/Argentina/Cordoba|-32.94,-60.65 -31.4,-64.18
        America/Argentina/Jujuy|-24.18,-65.3
        America/Argentina/La_Rioja|-29.43,-66.85
        America/Argentina/Mendoza|-32.88,-68.82
        America/Argentina/Rio_Gallegos|-51.63,-69.22
        America/Argentina/Salta|-41.13,-71.31 -24.78,-65.42
        America/Argentina/San_Juan|-31.53,-68.52
        America/Argentina/San_Luis|-33.32,-66.35
        America/Argentina/Tucuman|-26.82,-65.22
        America/Argentina/Ushuaia|-54.8,-68.3
        America/Aruba|12.5,-69.97
        America/Asuncion|-25.27,-57.67 -25.26,-57.58
        America/Atikokan|48.76,-91.62
        America/Bahia|-12.98,-38.52
        America/Bahia_Banderas|20.8,-105.25
        America/Barbados|13.1,-59.62
        America/Belem|-1.46,-48.49 -1.45,-48.48
        America/Belize|17.5,-88.2
        America/Blanc-Sablon|51.42,-57.12
        America/Boa_Vista|2.82,-60.67
        America/Bogota|3.45,-76.53 4.6,-74.08 4.71,-74.07 6.24,-75.58 10.39,-75.48 10.97,-74.78
        America/Boise|43.61,-116.2
        America/Cambridge_Bay|69.11,-105.05
        America/Campo_Grande|-20.47,-54.62 -20.45,-54.62
        America/Cancun|21.08,-86.77 21.16,-86.85
        America/Caracas|10.5,-66.93 10.64,-71.61
        America/Cayenne|4.93,-52.33
        America/Cayman|19.3,-81.38
        America/Chicago|29.42,-98.49 29.76,-95.37 29.95,-90.07 30.27,-97.74 32.3,-90.18 32.76,-97.33 32.78,-96.8
        America/Chicago|33.43,-94.05 33.52,-86.81 34.75,-92.29 35.15,-90.05 35.47,-97.52 36.15,-95.99 36.16,-86.78
        America/Chicago|37.21,-93.29 38.63,-90.2 39.1,-94.58 39.78,-89.65 41.26,-95.93 41.59,-93.62 41.85,-87.65
        America/Chicago|41.88,-87.63 43.04,-87.91 43.07,-89.4 43.54,-96.73 44.98,-93.27 46.88,-96.79
        America/Chihuahua|28.63,-106.08
        America/Ciudad_Juarez|31.73,-106.48
        America/Costa_Rica|9.93,-84.08
        America/Coyhaique|-45.57,-72.07
        America/Creston|49.1,-116.52
        America/Cuiaba|-15.58,-56.08
        America/Curacao|12.18,-69
        America/Danmarkshavn|76.77,-18.67
        America/Dawson|64.07,-139.42
        America/Dawson_Creek|55.77,-120.23
        America/Denver|31.76,-106.48 35.08,-106.65 35.69,-105.94 39.74,-104.98 40.02,-105.27 40.76,-111.89
        America/Denver|41.14,-104.82 45.78,-108.5
        America/Detroit|42.33,-83.05
        America/Dominica|15.3,-61.4
        America/Edmonton|51.04,-114.07 53.55,-113.47
        America/Eirunepe|-6.67,-69.87
        America/El_Salvador|13.7,-89.2
        America/Fort_Nelson|58.8,-122.7
        America/Fortaleza|-5.79,-35.21 -3.72,-38.5
        America/Glace_Bay|46.2,-59.95
        America/Goose_Bay|53.33,-60.42
        America/Grand_Turk|21.47,-71.13
        America/Grenada|12.05,-61.75
        America/Guadeloupe|16.23,-61.53
        America/Guatemala|14.63,-90.52
        America/Guayaquil|-2.17,-79.92 -2.17,-79.83 -0.18,-78.47
        America/Guyana|6.8,-58.17
        America/Halifax|44.65,-63.6
        America/Havana|23.13,-82.37
        America/Hermosillo|29.07,-110.97
        America/Indiana/Indianapolis|39.77,-86.16
        America/Indiana/Knox|41.3,-86.62
        America/Indiana/Marengo|38.38,-86.34
        America/Indiana/Petersburg|38.49,-87.28
        America/Indiana/Tell_City|37.95,-86.76
        America/Indiana/Vevay|38.75,-85.07
        America/Indiana/Vincennes|38.68,-87.53
        America/Indiana/Winamac|41.05,-86.6
        America/Inuvik|68.35,-133.72
        America/Iqaluit|63.73,-68.47
        America/Jamaica|17.97,-76.79
        America/Juneau|58.3,-134.42
        America/Kentucky/Louisville|38.25,-85.76 38.25,-85.76
        America/Kentucky/Monticello|36.83,-84.85
        America/Kralendijk|12.15,-68.28
        America/La_Paz|-17.81,-63.16 -16.5,-68.15 -16.49,-68.12
        America/Lima|-16.41,-71.54 -13.53,-71.97 -12.05,-77.05 -12.05,-77.04
        America/Los_Angeles|32.72,-117.16 34.05,-118.24 34.05,-118.24 36.17,-115.14 36.74,-119.79 37.34,-121.89
        America/Los_Angeles|37.77,-122.42 38.58,-121.49 39.53,-119.81 45.52,-122.68 47.61,-122.33 47.66,-117.43
        America/Lower_Princes|18.05,-63.05
        America/Maceio|-9.67,-35.72
        America/Managua|12.12,-86.24 12.15,-86.28
        America/Manaus|-3.13,-60.02
        America/Marigot|18.07,-63.08
        America/Martinique|14.6,-61.08
        America/Matamoros|25.83,-97.5
        America/Mazatlan|23.22,-106.42
        America/Menominee|45.11,-87.61
        America/Merida|20.97,-89.62
        America/Metlakatla|55.13,-131.58
        America/Mexico_City|16.85,-99.82 17.07,-96.73 19.04,-98.21 19.4,-99.15 19.43,-99.13 20.66,-103.35
        America/Miquelon|47.05,-56.33
        America/Moncton|46.1,-64.78
        America/Monterrey|25.67,-100.32
        America/Montevideo|-34.91,-56.21
        America/Montserrat|16.72,-62.22
        America/Nassau|25.04,-77.35 25.08,-77.35
        America/New_York|24.56,-81.78 25.76,-80.19 27.95,-82.46 28.54,-81.38 30.33,-81.66 32.08,-81.09 32.78,-79.93
        America/New_York|33.75,-84.39 35.23,-80.84 35.78,-78.64 37.54,-77.44 38.04,-84.5 38.35,-81.63 38.91,-77.04
        America/New_York|39.1,-84.51 39.29,-76.61 39.74,-75.54 39.95,-75.17 39.96,-83 40.44,-80 40.71,-74.01
        America/New_York|40.74,-74.17 41.5,-81.69 41.77,-72.67 41.82,-71.41 42.1,-72.59 42.36,-71.06 42.89,-78.88
        America/New_York|43.21,-71.54 43.66,-70.26 44.48,-73.21
        America/Nome|64.5,-165.41
        America/Noronha|-3.85,-32.42
        America/North_Dakota/Beulah|47.26,-101.78
        America/North_Dakota/Center|47.12,-101.3
        America/North_Dakota/New_Salem|46.84,-101.41
        America/Nuuk|64.18,-51.73
        America/Ojinaga|29.57,-104.42
        America/Panama|8.97,-79.53
        America/Paramaribo|5.83,-55.17 5.85,-55.2
        America/Phoenix|32.22,-110.97 33.45,-112.07 33.45,-112.07
        America/Port-au-Prince|18.53,-72.33 18.59,-72.31
        America/Port_of_Spain|10.65,-61.52
        America/Porto_Velho|-8.77,-63.9
        America/Puerto_Rico|18.47,-66.11
        America/Punta_Arenas|-53.16,-70.92 -53.15,-70.92
        America/Rankin_Inlet|62.82,-92.08
        America/Recife|-8.05,-34.9 -8.05,-34.88
        America/Regina|50.4,-104.65 50.45,-104.62 52.13,-106.67
        America/Resolute|74.7,-94.83
        America/Rio_Branco|-9.97,-67.8
        America/Santarem|-2.43,-54.87
        America/Santiago|-36.82,-73.04 -33.45,-70.67 -33.45,-70.67 -33.05,-71.61 -23.65,-70.4
        America/Santo_Domingo|18.47,-69.9
        America/Sao_Paulo|-30.03,-51.22 -27.6,-48.55 -25.43,-49.27 -23.55,-46.63 -23.53,-46.62 -22.91,-43.17
        America/Sao_Paulo|-19.92,-43.93 -16.69,-49.26 -15.8,-47.89
        America/Scoresbysund|70.48,-21.97
        America/Sitka|57.18,-135.3
        America/St_Barthelemy|17.88,-62.85
        America/St_Johns|47.57,-52.72
        America/St_Kitts|17.3,-62.72
        America/St_Lucia|14.02,-61
        America/St_Thomas|18.35,-64.93
        America/St_Vincent|13.15,-61.23
        America/Swift_Current|50.28,-107.83
        America/Tegucigalpa|14.1,-87.22
        America/Thule|76.57,-68.78
        America/Tijuana|32.53,-117.02
        America/Toronto|43.26,-79.87 43.65,-79.38 43.65,-79.38 45.42,-75.7 45.5,-73.57 46.81,-71.21 82.5,-62.35
        America/Tortola|18.45,-64.62
        America/Vancouver|48.43,-123.37 49.27,-123.12
        America/Whitehorse|60.72,-135.05
        America/Winnipeg|49.88,-97.15 49.9,-97.14
        America/Yakutat|59.55,-139.73
        America/Yellowknife|62.45,-114.37
        Antarctica/Casey|-66.28,110.52
        Antarctica/Davis|-68.58,77.97
        Antarctica/DumontDUrville|-66.67,140.02
        Antarctica/Macquarie|-54.5,158.95
        Antarctica/Mawson|-67.6,62.88
        Antarctica/McMurdo|-90,139.27 -77.84,166.69 -77.83,166.6
        Antarctica/Palmer|-64.8,-64.1
        Antarctica/Rothera|-67.57,-68.13
        Antarctica/Syowa|-69.01,39.59
        Antarctica/Troll|-72.01,2.53
        Antarctica/Vostok|-78.46,106.84 -78.4,106.9
        Arctic/Longyearbyen|78,16 78.22,15.63 78.92,11.93
        Asia/Aden|12.75,45.2 12.79,45.02 15.37,44.19
        Asia/Almaty|43.22,76.85 43.25,76.95 51.16,71.47
        Asia/Amman|31.95,35.93
        Asia/Anadyr|64.75,177.48
        Asia/Aqtau|44.52,50.27
        Asia/Aqtobe|50.28,57.17
        Asia/Ashgabat|37.95,58.38 37.96,58.33
        Asia/Atyrau|47.12,51.93
        Asia/Baghdad|30.51,47.78 33.32,44.37 33.35,44.42 36.19,44.01
        Asia/Bahrain|26.23,50.59 26.38,50.58
        Asia/Baku|40.38,49.85
        Asia/Bangkok|7.88,98.39 13.75,100.52 18.79,98.99
        Asia/Barnaul|53.37,83.75
        Asia/Beirut|33.88,35.5
        Asia/Bishkek|42.9,74.6
        Asia/Brunei|4.93,114.92
        Asia/Chita|52.05,113.47
        Asia/Colombo|6.93,79.86 6.93,79.85 7.29,80.63
        Asia/Damascus|33.5,36.3 36.2,37.13
        Asia/Dhaka|22.36,91.78 23.72,90.42 23.81,90.41
        Asia/Dili|-8.55,125.58
        Asia/Dubai|24.45,54.38 25.2,55.27 25.3,55.3
        Asia/Dushanbe|38.58,68.8
        Asia/Famagusta|35.12,33.95
        Asia/Gaza|31.5,34.47
        Asia/Hebron|31.53,35.09
        Asia/Ho_Chi_Minh|10.75,106.67 10.82,106.63 16.05,108.2 21.03,105.83
        Asia/Hong_Kong|22.28,114.15
        Asia/Hovd|48.02,91.65
        Asia/Irkutsk|52.27,104.33
        Asia/Jakarta|-7.8,110.37 -7.26,112.75 -6.92,107.62 -6.17,106.8 3.6,98.67
        Asia/Jayapura|-2.53,140.7
        Asia/Jerusalem|31.78,35.22 32.09,34.78 32.79,34.99
        Asia/Kabul|34.52,69.2 34.56,69.21
        Asia/Kamchatka|53.02,158.65 53.05,158.65
        Asia/Karachi|24.87,67.05 31.52,74.36 33.68,73.05 34.02,71.52
        Asia/Kathmandu|27.72,85.32
        Asia/Khandyga|62.66,135.55
        Asia/Kolkata|8.52,76.94 9.93,76.27 12.97,77.59 13.08,80.27 15.49,73.83 17.39,78.49 18.52,73.86 19.08,72.88
        Asia/Kolkata|21.15,79.09 22.53,88.37 22.57,88.36 23.02,72.57 25.32,82.97 25.59,85.14 25.78,84.73 26.14,91.74
        Asia/Kolkata|26.45,80.33 26.85,80.95 26.91,75.79 28.46,77.03 28.61,77.21 28.7,77.1 34.08,74.8
        Asia/Krasnoyarsk|56.02,92.89 56.02,92.83 69.36,88.19
        Asia/Kuala_Lumpur|3.14,101.69 3.17,101.7 5.41,100.33
        Asia/Kuching|1.55,110.33 1.55,110.36 5.98,116.07
        Asia/Kuwait|29.33,47.98 29.38,47.98
        Asia/Macau|22.2,113.54
        Asia/Magadan|59.57,150.8
        Asia/Makassar|-8.67,115.21 -5.12,119.4
        Asia/Manila|7.19,125.46 10.32,123.89 14.59,120.97 14.68,121.04
        Asia/Muscat|23.59,58.38 23.6,58.58
        Asia/Nicosia|35.17,33.37
        Asia/Novokuznetsk|53.75,87.12
        Asia/Novosibirsk|55.03,82.92
        Asia/Omsk|54.99,73.32 55,73.4
        Asia/Oral|51.22,51.35
        Asia/Phnom_Penh|11.55,104.92 13.37,103.84
        Asia/Pontianak|-0.03,109.33
        Asia/Pyongyang|39.02,125.75
        Asia/Qatar|25.28,51.53
        Asia/Qostanay|53.2,63.62
        Asia/Qyzylorda|44.8,65.47
        Asia/Riyadh|21.39,39.86 21.49,39.19 24.52,39.57 24.63,46.72 24.71,46.68 26.42,50.09
        Asia/Sakhalin|46.97,142.7
        Asia/Samarkand|39.63,66.97 39.67,66.8
        Asia/Seoul|33.5,126.53 35.18,129.08 35.87,128.6 36.02,129.34 37.46,126.71 37.55,126.97 37.57,126.98
        Asia/Shanghai|18.25,109.51 22.54,114.06 23.13,113.26 24.48,118.09 25.04,102.72 29.43,106.91 29.65,91.17
        Asia/Shanghai|30.27,120.16 30.57,104.07 30.59,114.31 31.23,121.47 32.06,118.8 34.34,108.94 36.06,103.83
        Asia/Shanghai|36.07,120.38 38.91,121.61 39.34,117.36 39.9,116.41 40.84,111.75 41.81,123.43 45.8,126.53
        Asia/Singapore|1.28,103.85 1.35,103.82
        Asia/Srednekolymsk|67.47,153.72
        Asia/Taipei|22.63,120.3 25.03,121.57 25.05,121.5
        Asia/Tashkent|41.3,69.24 41.33,69.3
        Asia/Tbilisi|41.62,41.64 41.72,44.82
        Asia/Tehran|29.59,52.58 32.65,51.67 35.67,51.43 36.26,59.62 38.1,46.27
        Asia/Thimphu|27.47,89.65 27.47,89.64
        Asia/Tokyo|26.21,127.68 33.59,130.4 34.39,132.46 34.69,135.2 34.69,135.5 35.01,135.77 35.18,136.91
        Asia/Tokyo|35.44,139.64 35.65,139.74 35.68,139.65 38.27,140.87 43.06,141.35
        Asia/Tomsk|56.5,84.97
        Asia/Ulaanbaatar|47.92,106.88
        Asia/Urumqi|43.8,87.58
        Asia/Ust-Nera|64.56,143.23
        Asia/Vientiane|17.97,102.6
        Asia/Vladivostok|43.12,131.89 43.17,131.93 48.48,135.07
        Asia/Yakutsk|62,129.67
        Asia/Yangon|16.78,96.17 21.96,96.09
        Asia/Yekaterinburg|54.74,55.97 56.84,60.61 56.85,60.6 58.01,56.25
        Asia/Yerevan|40.18,44.5
        Atlantic/Azores|37.73,-25.67
        Atlantic/Bermuda|32.28,-64.77
        Atlantic/Canary|28.1,-15.4 28.46,-16.25
        Atlantic/Cape_Verde|14.92,-23.52
        Atlantic/Faroe|62.02,-6.77
        Atlantic/Madeira|32.63,-16.9 32.67,-16.92
        Atlantic/Reykjavik|64.15,-21.94 64.15,-21.85 65.69,-18.13
        Atlantic/South_Georgia|-54.27,-36.53
        Atlantic/St_Helena|-15.92,-5.7
        Atlantic/Stanley|-51.7,-57.85
        Australia/Adelaide|-34.92,138.58
        Australia/Brisbane|-28.02,153.4 -27.47,153.03 -19.26,146.82 -16.92,145.78
        Australia/Broken_Hill|-31.95,141.45
        Australia/Darwin|-23.7,133.88 -12.47,130.83
        Australia/Eucla|-31.72,128.87
        Australia/Hobart|-42.88,147.32
        Australia/Lindeman|-20.27,149
        Australia/Lord_Howe|-31.55,159.08
        Australia/Melbourne|-37.82,144.97
        Australia/Perth|-31.95,115.86 -31.95,115.85 -17.96,122.24
        Australia/Sydney|-35.28,149.13 -33.87,151.22 -32.93,151.78
        Europe/Amsterdam|51.44,5.47 51.92,4.48 52.07,4.3 52.09,5.12 52.37,4.9 53.22,6.57
        Europe/Andorra|42.5,1.52
        Europe/Astrakhan|46.35,48.05
        Europe/Athens|35.34,25.14 37.97,23.72 40.64,22.94
        Europe/Belgrade|42.66,21.17 44.79,20.45 44.83,20.5 45.27,19.83
        Europe/Berlin|48,7.84 48.14,11.58 48.78,9.18 49.45,11.08 50.11,8.68 50.94,6.96 51.05,13.74 51.23,6.77
        Europe/Berlin|51.34,12.37 51.46,7.01 51.51,7.47 52.38,9.73 52.5,13.37 53.08,8.8 53.55,9.99 54.32,10.12
        Europe/Bratislava|48.15,17.12 48.72,21.26
        Europe/Brussels|50.63,5.58 50.83,4.33 50.85,4.35 51.05,3.72 51.22,4.4
        Europe/Bucharest|44.16,28.63 44.43,26.1 45.75,21.21 46.77,23.62 47.16,27.6
        Europe/Budapest|47.5,19.04 47.5,19.08 47.53,21.63
        Europe/Busingen|47.7,8.68
        Europe/Chisinau|47,28.83 47.01,28.86
        Europe/Copenhagen|55.67,12.58 56.16,10.2
        Europe/Dublin|51.9,-8.48 53.27,-9.06 53.33,-6.25 53.35,-6.26
        Europe/Gibraltar|36.13,-5.35
        Europe/Guernsey|49.45,-2.54
        Europe/Helsinki|60.17,24.94 60.17,24.97 60.45,22.27 61.5,23.76 65.01,25.47 66.5,25.73
        Europe/Isle_of_Man|54.15,-4.47
        Europe/Istanbul|36.9,30.71 37.91,40.23 38.42,27.14 39.93,32.86 40.19,29.06 41,39.72 41.02,28.97
        Europe/Jersey|49.18,-2.11
        Europe/Kaliningrad|54.72,20.5
        Europe/Kiev|46.48,30.72 48.46,35.05 49.84,24.03 49.99,36.23 50.45,30.52
        Europe/Kirov|58.6,49.65
        Europe/Kyiv,Europe/Kiev|50.43,30.52
        Europe/Lisbon|37.02,-7.93 38.72,-9.13 41.16,-8.63
        Europe/Ljubljana|46.05,14.52 46.06,14.51
        Europe/London|50.38,-4.14 51.45,-2.59 51.48,-3.18 51.51,-0.13 51.75,-1.26 52.21,0.12 52.49,-1.89 53.41,-2.99
        Europe/London|53.48,-2.24 53.8,-1.55 54.6,-5.93 54.98,-1.62 55.86,-4.25 55.95,-3.19 57.15,-2.09 57.48,-4.22
        Europe/Luxembourg|49.6,6.15 49.61,6.13
        Europe/Madrid|36.72,-4.42 37.18,-3.6 37.39,-5.98 39.47,-0.38 39.57,2.65 40.4,-3.68 41.39,2.17 41.65,-0.89
        Europe/Madrid|43.26,-2.94 43.36,-8.41
        Europe/Malta|35.9,14.52
        Europe/Mariehamn|60.1,19.95
        Europe/Minsk|53.9,27.57
        Europe/Monaco|43.7,7.38
        Europe/Moscow|43.6,39.73 47.24,39.7 55.76,37.62 55.79,49.12 56.3,43.94 59.93,30.34 64.54,40.54 68.96,33.08
        Europe/Oslo|59.92,10.75 60.39,5.32 63.43,10.4 69.65,18.96
        Europe/Paris|41.92,8.74 43.3,5.37 43.6,1.44 43.61,3.88 43.71,7.26 44.84,-0.58 45.76,4.84 47.22,-1.55
        Europe/Paris|48.12,-1.68 48.39,-4.49 48.57,7.75 48.86,2.35 48.87,2.33 50.63,3.06
        Europe/Podgorica|42.43,19.27
        Europe/Prague|49.2,16.61 50.08,14.43
        Europe/Riga|56.95,24.11 56.95,24.1
        Europe/Rome|37.51,15.08 38.12,13.36 39.22,9.12 40.85,14.27 41.12,16.87 41.9,12.48 43.77,11.26 44.34,10.99
        Europe/Rome|44.41,8.95 44.49,11.34 45.07,7.69 45.44,10.99 45.44,12.32 45.46,9.19 45.65,13.78
        Europe/Samara|53.2,50.15
        Europe/San_Marino|43.92,12.47
        Europe/Sarajevo|43.87,18.42
        Europe/Saratov|51.57,46.03
        Europe/Simferopol|44.95,34.1
        Europe/Skopje|41.98,21.43
        Europe/Sofia|42.14,24.75 42.68,23.32 43.21,27.91
        Europe/Stockholm|55.6,13 57.71,11.97 59.33,18.05 59.86,17.64 67.86,20.23
        Europe/Tallinn|59.42,24.75
        Europe/Tirane|41.33,19.83
        Europe/Ulyanovsk|54.33,48.4
        Europe/Vaduz|47.15,9.52
        Europe/Vatican|41.9,12.45
        Europe/Vienna|47.07,15.44 47.27,11.4 47.81,13.05 48.21,16.37 48.22,16.33 48.31,14.29
        Europe/Vilnius|54.68,25.32
        Europe/Volgograd|48.71,44.51 48.73,44.42
        Europe/Warsaw|50.06,19.95 51.11,17.04 51.76,19.46 52.25,21 52.41,16.93 54.35,18.65
        Europe/Zagreb|42.65,18.09 43.51,16.44 45.8,15.97
        Europe/Zurich|46.2,6.14 46.52,6.63 46.95,7.45 47.38,8.53 47.56,7.59
        Indian/Antananarivo|-18.92,47.52
        Indian/Chagos|-7.33,72.42
        Indian/Christmas|-10.42,105.72
        Indian/Cocos|-12.17,96.92
        Indian/Comoro|-11.72,43.25 -11.68,43.27
        Indian/Kerguelen|-49.35,70.22
        Indian/Mahe|-4.67,55.47 -4.62,55.45
        Indian/Maldives|4.17,73.5
        Indian/Mauritius|-20.17,57.5
        Indian/Mayotte|-12.78,45.23
        Indian/Reunion|-20.87,55.47
        Pacific/Apia|-13.83,-171.77 -13.83,-171.73
        Pacific/Auckland|-45.88,170.5 -45.03,168.66 -43.53,172.64 -41.29,174.78 -36.87,174.77 -36.85,174.76
        Pacific/Bougainville|-6.22,155.57
        Pacific/Chatham|-43.95,-176.55
        Pacific/Chuuk|7.42,151.78
        Pacific/Easter|-27.15,-109.43
        Pacific/Efate|-17.73,168.33 -17.67,168.42
        Pacific/Fakaofo|-9.37,-171.23
        Pacific/Fiji|-18.13,178.42 -17.78,177.44
        Pacific/Funafuti|-8.52,179.22
        Pacific/Galapagos|-0.9,-89.6
        Pacific/Gambier|-23.13,-134.95
        Pacific/Guadalcanal|-9.53,160.2 -9.45,159.97
        Pacific/Guam|13.47,144.75 13.48,144.75
        Pacific/Honolulu|21.31,-157.86
        Pacific/Kanton,Pacific/Enderbury|-2.78,-171.72
        Pacific/Kiritimati|1.87,-157.33 1.87,-157.43
        Pacific/Kosrae|5.32,162.98
        Pacific/Kwajalein|9.08,167.33
        Pacific/Majuro|7.09,171.38 7.15,171.2
        Pacific/Marquesas|-9,-139.5
        Pacific/Midway|28.22,-177.37
        Pacific/Nauru|-0.52,166.92
        Pacific/Niue|-19.02,-169.92
        Pacific/Norfolk|-29.05,167.97
        Pacific/Noumea|-22.27,166.45 -22.26,166.45
        Pacific/Pago_Pago|-14.27,-170.7
        Pacific/Palau|7.33,134.48
        Pacific/Pitcairn|-25.07,-130.08
        Pacific/Pohnpei|6.92,158.16 6.97,158.22
        Pacific/Port_Moresby|-9.5,147.17 -9.44,147.18
        Pacific/Rarotonga|-21.23,-159.77
        Pacific/Saipan|15.2,145.75
        Pacific/Tahiti|-17.55,-149.56 -17.53,-149.57
        Pacific/Tarawa|1.42,173 1.45,172.97
        Pacific/Tongatapu|-21.13,-175.2
        Pacific/Wake|19.28,166.62
        Pacific/Wallis|-13.3,-176.17
        """
}
